# Sourced by Tools/check-architecture, Tools/affected and Tools/mockgen: compiles ArchitectureCheckKit
# and the three command-line mains with swiftc into .build-arch/check-architecture-tool, unless the
# binaries there are current. swiftc directly, not `swift build`: a broken or cyclic Package.swift,
# which the tools must report, would stop SwiftPM from building them.
#
# In: $root (the repository), $tool_name (for messages). Out: $tool_dir, holding the executables
# `check-architecture`, `affected` and `mockgen`. Exits 2 with a message when the tools cannot be
# compiled.

kit_dir="${root}/Tools/CheckArchitecture/ArchitectureCheckKit"
tool_dir="${root}/.build-arch/check-architecture-tool"
swift="${CHECK_ARCHITECTURE_SWIFT:-swift}"

if ! swift_path="$(command -v "${swift}" 2>/dev/null)"; then
    echo "${tool_name}: error: cannot find \`${swift}\`; install a Swift 6 toolchain or set CHECK_ARCHITECTURE_SWIFT" >&2
    exit 2
fi
swiftc="$(dirname "${swift_path}")/swiftc"

# The same language mode and upcoming features as Package.swift gives every target; optimised (about
# three times faster at a thousand modules, for a compile of a minute or two, once per change of the
# tools' sources).
flags=(-swift-version 6 -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility -O)

shopt -s nullglob
kit_sources=("${kit_dir}"/*.swift)
check_sources=("${root}/Tools/CheckArchitecture/check-architecture"/*.swift)
affected_sources=("${root}/Tools/CheckArchitecture/affected"/*.swift)
mockgen_sources=("${root}/Tools/CheckArchitecture/mockgen"/*.swift)
shopt -u nullglob
if ((${#kit_sources[@]} == 0 || ${#check_sources[@]} == 0 || ${#affected_sources[@]} == 0 ||
    ${#mockgen_sources[@]} == 0)); then
    echo "${tool_name}: error: the tool's sources are missing under Tools/CheckArchitecture" >&2
    exit 2
fi

# The stamp names the compiler by its resolved path, size and date (asking it for its version would
# cost half a second on every run) and covers every source.
stamp="$({
    stat -L -c '%n %s %Y' "${swiftc}"
    echo "${flags[*]}"
    cat "${kit_sources[@]}" "${check_sources[@]}" "${affected_sources[@]}" "${mockgen_sources[@]}"
} | cksum)"
if [[ ! -x "${tool_dir}/check-architecture" || ! -x "${tool_dir}/affected" || ! -x "${tool_dir}/mockgen" ||
    "$(cat "${tool_dir}/stamp" 2>/dev/null)" != "${stamp}" ]]; then
    echo "note: compiling the architecture tools into ${tool_dir#"${root}/"}" >&2
    rm -rf "${tool_dir}"
    mkdir -p "${tool_dir}"
    log="${tool_dir}/compile.log"
    if ! "${swiftc}" "${flags[@]}" -parse-as-library -module-name ArchitectureCheckKit \
        -emit-module -emit-module-path "${tool_dir}/ArchitectureCheckKit.swiftmodule" \
        -emit-library -static -o "${tool_dir}/libArchitectureCheckKit.a" "${kit_sources[@]}" >"${log}" 2>&1 ||
        ! "${swiftc}" "${flags[@]}" -module-name check_architecture -I "${tool_dir}" -L "${tool_dir}" \
            -lArchitectureCheckKit -o "${tool_dir}/check-architecture" "${check_sources[@]}" >>"${log}" 2>&1 ||
        ! "${swiftc}" "${flags[@]}" -module-name affected -I "${tool_dir}" -L "${tool_dir}" \
            -lArchitectureCheckKit -o "${tool_dir}/affected" "${affected_sources[@]}" >>"${log}" 2>&1 ||
        ! "${swiftc}" "${flags[@]}" -module-name mockgen -I "${tool_dir}" -L "${tool_dir}" \
            -lArchitectureCheckKit -o "${tool_dir}/mockgen" "${mockgen_sources[@]}" >>"${log}" 2>&1; then
        cat "${log}" >&2
        echo "${tool_name}: error: the tool itself does not compile (see above)" >&2
        rm -f "${tool_dir}/stamp"
        exit 2
    fi
    echo "${stamp}" >"${tool_dir}/stamp"
fi
