// Presentations that exist only on some Apple platforms. Gated here, in the core, so that using
// one where it does not exist fails to compile instead of failing at run time.

#if canImport(QuickLook)
    import Foundation

    extension IntentPresentation {
        /// Previews the file at `url` with Quick Look (where QuickLook exists).
        ///
        /// The recorded content is the URL.
        public static func quickLook(_ url: URL) -> IntentPresentation {
            IntentPresentation(style: .quickLook, content: { url })
        }
    }
#endif

#if os(iOS) || os(macOS) || os(visionOS)
    import Foundation
    import UniformTypeIdentifiers

    /// What a `.fileImporter` presentation asks for; the recorded content of one.
    public struct FileImportRequest {
        /// The types of file the user may pick.
        public let allowedContentTypes: [UTType]
        /// Whether the user may pick more than one file.
        public let allowsMultipleSelection: Bool
        /// Receives the picked files, or the error.
        public let onCompletion: @MainActor (Result<[URL], any Error>) -> Void
    }

    extension IntentPresentation {
        /// Lets the user pick files (iOS, macOS and visionOS only).
        ///
        /// - Parameters:
        ///   - allowedContentTypes: The types of file the user may pick.
        ///   - allowsMultipleSelection: Whether the user may pick more than one.
        ///   - onCompletion: Receives the picked files, or the error.
        public static func fileImporter(
            allowedContentTypes: [UTType],
            allowsMultipleSelection: Bool = false,
            onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
        ) -> IntentPresentation {
            let request = FileImportRequest(
                allowedContentTypes: allowedContentTypes,
                allowsMultipleSelection: allowsMultipleSelection,
                onCompletion: onCompletion
            )
            return IntentPresentation(style: .fileImporter, content: { request })
        }
    }
#endif
