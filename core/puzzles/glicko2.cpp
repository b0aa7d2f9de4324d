#include "core/puzzles/glicko2.h"

#include <cmath>
#include <numbers>

namespace cowrie::puzzles {

namespace {

// The Glicko-2 scale is the Glicko scale divided by 400 / ln 10 (step 2).
constexpr double kScale = 173.7178;
constexpr double kCentre = 1500.0;
// Convergence tolerance of the volatility's iteration (step 5).
constexpr double kEpsilon = 0.000001;

// g(phi): how much a game against an uncertain opponent counts (step 3).
double weight(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

// E(mu, mu_j, phi_j): the expected score against the opponent (step 3).
double expectedScore(double mu, double opponentMu, double opponentPhi) {
    return 1.0 / (1.0 + std::exp(-weight(opponentPhi) * (mu - opponentMu)));
}

// The new volatility by the Illinois algorithm (step 5 of the paper).
double newVolatility(double phi, double sigma, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const double phi2 = phi * phi;
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi2 + v + ex;
        return ex * (delta * delta - phi2 - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0;
    if (delta * delta > phi2 + v) {
        B = std::log(delta * delta - phi2 - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > kEpsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

}  // namespace

Glicko2Rating glicko2Update(const Glicko2Rating& player, const std::vector<Glicko2Game>& games,
                            double tau) {
    const double mu = (player.rating - kCentre) / kScale;
    const double phi = player.deviation / kScale;
    const double sigma = player.volatility;
    if (games.empty()) {
        // A period without games: the rating grows less certain, nothing else moves.
        Glicko2Rating out = player;
        out.deviation = std::sqrt(phi * phi + sigma * sigma) * kScale;
        return out;
    }
    // Steps 3 and 4: the estimated variance v and the improvement delta.
    double inverseV = 0;
    double improvement = 0;  // sum of g(phi_j) (s_j - E), delta / v
    for (const Glicko2Game& game : games) {
        const double muJ = (game.opponentRating - kCentre) / kScale;
        const double phiJ = game.opponentDeviation / kScale;
        const double g = weight(phiJ);
        const double e = expectedScore(mu, muJ, phiJ);
        inverseV += g * g * e * (1.0 - e);
        improvement += g * (game.score - e);
    }
    const double v = 1.0 / inverseV;
    const double delta = v * improvement;
    // Steps 5 to 8.
    const double sigmaNew = newVolatility(phi, sigma, v, delta, tau);
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * improvement;
    return {muNew * kScale + kCentre, phiNew * kScale, sigmaNew};
}

Glicko2Rating ratePuzzleAttempt(const Glicko2Rating& player, int puzzleRating, bool solved) {
    return glicko2Update(player, {{double(puzzleRating), kPuzzleDeviation, solved ? 1.0 : 0.0}});
}

}  // namespace cowrie::puzzles
