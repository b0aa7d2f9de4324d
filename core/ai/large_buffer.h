#pragma once
// LargeBuffer: zeroed memory for a big table (transposition table, endgame
// database), aligned to 2 MB and marked for huge pages where the system
// allows: random probes into hundreds of megabytes then miss the TLB far
// less often.

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace cowrie::ai {

template <class T>
class LargeBuffer {
  public:
    LargeBuffer() = default;
    explicit LargeBuffer(std::size_t count) { resize(count); }
    LargeBuffer(const LargeBuffer&) = delete;
    LargeBuffer& operator=(const LargeBuffer&) = delete;
    LargeBuffer(LargeBuffer&& other) noexcept { swap(other); }
    LargeBuffer& operator=(LargeBuffer&& other) noexcept {
        swap(other);
        return *this;
    }
    ~LargeBuffer() { std::free(data_); }

    // Replaces the contents with `count` zero-filled elements (T must be
    // trivially copyable; all-zero bytes are its empty value).
    void resize(std::size_t count) {
        std::free(data_);
        data_ = nullptr;
        size_ = 0;
        if (count == 0) return;
        constexpr std::size_t kAlign = std::size_t{2} << 20;
        const std::size_t bytes = (count * sizeof(T) + kAlign - 1) / kAlign * kAlign;
        void* memory = std::aligned_alloc(kAlign, bytes);
        if (!memory) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        madvise(memory, bytes, MADV_HUGEPAGE);
#endif
        std::memset(memory, 0, bytes);
        data_ = static_cast<T*>(memory);
        size_ = count;
    }

    T* data() {
        return data_;
    }
    const T* data() const {
        return data_;
    }
    std::size_t size() const {
        return size_;
    }
    T& operator[](std::size_t i) {
        return data_[i];
    }
    const T& operator[](std::size_t i) const {
        return data_[i];
    }

  private:
    void swap(LargeBuffer& other) noexcept {
        std::swap(data_, other.data_);
        std::swap(size_, other.size_);
    }

    T* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace cowrie::ai
