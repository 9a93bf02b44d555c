# Shared set-up for Quartet's scripts: sourced, not run.
#
# Installs what the package needs from the system when it is missing, saying what it does:
# cmark-gfm, GitHub's fork of the cmark C library, with its extensions (pkg-config `libcmark-gfm`),
# from Debian's `libcmark-gfm-dev` and `libcmark-gfm-extensions-dev` or Homebrew's `cmark-gfm`.

say() { printf '==> %s\n' "$*"; }

# Named steps, timed: `step NAME` ends the step before and starts NAME; `print_step_times`, set
# as an EXIT trap by a script that uses steps, ends the last one and prints a table of them all,
# so that the step a regression slowed down is visible, and so is the one a failure stopped in.
# Where /proc/stat exists (Linux), each step also shows how many cores it kept busy on average:
# a step well under the machine's count leaves time that another could use.
step_names=()
step_seconds=()
step_cores=()
step_current=""
step_started=0
step_busy_started=""
step_started_ns=0
# The CPU time all cores have spent busy (not idle, not waiting on I/O), in clock ticks.
busy_ticks() {
    [ -r /proc/stat ] || return 0
    awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat
}
end_step() {
    [ -n "$step_current" ] || return 0
    local seconds=$((SECONDS - step_started)) busy cores="-"
    busy=$(busy_ticks)
    if [ -n "$busy" ] && [ -n "$step_busy_started" ]; then
        # Over the step's time in nanoseconds: whole seconds made a 1 s step look 2.9 cores busy.
        cores=$(awk -v ticks=$((busy - step_busy_started)) -v hz="$(getconf CLK_TCK)" \
            -v ns=$(($(date +%s%N) - step_started_ns)) 'BEGIN { printf "%.1f", ticks / hz / (ns / 1e9) }')
    fi
    step_names+=("$step_current")
    step_seconds+=("$seconds")
    step_cores+=("$cores")
    step_current=""
}
step() {
    end_step
    step_current=$1
    step_started=$SECONDS
    step_started_ns=$(date +%s%N)
    step_busy_started=$(busy_ticks)
    say "$1"
}
print_step_times() {
    local status=$?
    end_step
    [ "${#step_names[@]}" -gt 0 ] || return "$status"
    printf '\n%-72s %6s %6s\n' "step" "time" "cores"
    local index total=0
    for index in "${!step_names[@]}"; do
        printf '%-72s %5ss %6s\n' "${step_names[$index]}" "${step_seconds[$index]}" "${step_cores[$index]}"
        total=$((total + step_seconds[index]))
    done
    printf '%-72s %5ss %6s\n' "total" "$total" "of $(getconf _NPROCESSORS_ONLN)"
    [ "$status" -eq 0 ] || printf '(stopped by a failure in the last step)\n'
    return "$status"
}

# How many tests of the suite run at once, in every run of it (plain, ThreadSanitizer,
# AddressSanitizer, scripts/stress-test): two per core. Swift Testing starts every test at once
# otherwise, and on two cores a test's turn on the cooperative pool then comes behind hundreds of
# others: tests that advance a TestClock took 57 s in such a run of the whole suite, and waits
# bounded at 30 s, meant to catch hangs, went off. Heavy work is bounded besides, by the suite's
# own slots (Tests/README.md). A variable of Swift Testing's (SWT_ = the testing library).
bound_tests_at_once() {
    export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=$((2 * $(getconf _NPROCESSORS_ONLN)))
}

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        printf 'error: %s needs root and sudo is not installed; run it as root.\n' "$*" >&2
        return 1
    fi
}

APT_UPDATED=0

# Installs Debian packages, running `apt-get update` once per script first.
apt_install() {
    if [ "$APT_UPDATED" -eq 0 ]; then
        say "apt-get update"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        APT_UPDATED=1
    fi
    say "apt-get install $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        printf 'error: `swift` is not on PATH. Install a Swift 6 toolchain (https://swift.org/install) and retry.\n' >&2
        exit 1
    fi
}

ensure_cmark() {
    if pkg-config --exists libcmark-gfm 2>/dev/null; then
        return 0
    fi
    say "cmark-gfm (libcmark-gfm, with its extensions) is missing: installing it"
    case "$(uname -s)" in
        Darwin)
            if ! command -v brew >/dev/null 2>&1; then
                printf 'error: Homebrew is needed to install cmark-gfm (brew install cmark-gfm).\n' >&2
                exit 1
            fi
            brew install cmark-gfm pkg-config
            ;;
        *)
            if ! command -v apt-get >/dev/null 2>&1; then
                printf 'error: install cmark-gfm with its extensions and pkg-config file (libcmark-gfm-dev, libcmark-gfm-extensions-dev), then retry.\n' >&2
                exit 1
            fi
            command -v pkg-config >/dev/null 2>&1 || apt_install pkg-config
            apt_install libcmark-gfm-dev libcmark-gfm-extensions-dev
            ;;
    esac
    pkg-config --exists libcmark-gfm || { printf 'error: libcmark-gfm is still missing after installing it.\n' >&2; exit 1; }
}

# The browser test is a Python script; Debian's Swift images usually have python3, but a bare
# machine may not.
ensure_python3() {
    if command -v python3 >/dev/null 2>&1; then
        return 0
    fi
    say "python3 is missing (the browser test is a Python script): installing it"
    if ! command -v apt-get >/dev/null 2>&1; then
        printf 'error: install python3, then retry.\n' >&2
        exit 1
    fi
    apt_install python3
}

# Sets the array `apple_flags` to docbuild's -Xapple flags, with which it compiles `apple` samples
# against SwiftUI's interface (Tools/SwiftUIInterface) and the package's modules as
# scripts/typecheck-swiftui builds them against it; call it after that script has run. Empty on
# macOS, where docbuild compiles them against the real SwiftUI.
set_apple_flags() {
    apple_flags=()
    [ "$(uname -s)" = Darwin ] && return 0
    local flag
    while IFS= read -r flag; do apple_flags+=(-Xapple "$flag"); done < <(scripts/typecheck-swiftui --docbuild-flags)
    [ "${#apple_flags[@]}" -gt 0 ]
}
