// mancala-cli: the command-line face of the rules core (cli-contract.md).
// No Qt and no display. Every failure ends here as one line on stderr.

#include <exception>
#include <string>
#include <vector>

#include "app/cli/cli_error.h"
#include "app/cli/commands.h"
#include "app/cli/output.h"

int main(int argc, char** argv) {
    using namespace cowrie::cli;
    try {
        const Words words(argv + (argc > 0 ? 1 : 0), argv + argc);
        return runCli(words);
    } catch (const CliError& error) {
        printError(error.what());
        return error.exitCode();
    } catch (const std::exception& error) {
        printError(std::string("internal error: ") + error.what());
        return kExitInternalFailure;
    } catch (...) {
        printError("internal error");
        return kExitInternalFailure;
    }
}
