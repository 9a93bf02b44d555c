#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(QuickLook)
        import QuickLook
    #endif

    /// Shows what the host records: its push stack through `navigationDestination`, its modal
    /// through the matching presentation modifier. Every binding reads the host and writes back
    /// through ``InteractorHost/dismiss(_:)``, so a swipe-back or a swipe-down dismisses in the
    /// host too, and the destination's token events follow.
    struct PresentedDestinations<I: Interactor<V>, V: ViewModel>: ViewModifier {
        let host: InteractorHost<I, V>

        func body(content: Content) -> some View {
            content
                .navigationDestination(isPresented: host.pushBinding(at: 0)) {
                    PushedDestination(host: host, index: 0)
                }
                .sheet(isPresented: host.modalBinding { $0 == .sheet }) {
                    host.modal?.view
                }
                #if !os(macOS)
                    .fullScreenCover(isPresented: host.modalBinding { $0 == .fullScreenCover }) {
                        host.modal?.view
                    }
                #endif
                .alert(
                    host.modalTitle,
                    isPresented: host.modalBinding { if case .alert = $0 { true } else { false } },
                    actions: { host.modal?.view },
                    message: { host.modal?.messageView }
                )
                .confirmationDialog(
                    host.modalTitle,
                    isPresented: host.modalBinding {
                        if case .confirmationDialog = $0 { true } else { false }
                    },
                    titleVisibility: .visible,
                    actions: { host.modal?.view },
                    message: { host.modal?.messageView }
                )
                #if canImport(QuickLook)
                    .quickLookPreview(host.quickLookBinding)
                #endif
                #if os(iOS) || os(macOS) || os(visionOS)
                    .fileImporter(
                        isPresented: host.modalBinding { $0 == .fileImporter },
                        allowedContentTypes: host.fileImportRequest?.allowedContentTypes ?? [],
                        allowsMultipleSelection: host.fileImportRequest?.allowsMultipleSelection ?? false
                    ) { result in
                        host.fileImportRequest?.onCompletion(result)
                    }
                #endif
        }
    }

    /// The pushed destination at `index`, with the next one chained below it.
    struct PushedDestination<I: Interactor<V>, V: ViewModel>: View {
        let host: InteractorHost<I, V>
        let index: Int

        var body: some View {
            if index < host.stack.count {
                host.stack[index].view
                    .navigationDestination(isPresented: host.pushBinding(at: index + 1)) {
                        PushedDestination(host: host, index: index + 1)
                    }
            }
        }
    }

    extension InteractorHost {
        /// Whether a push is at `index`; setting `false` pops it (and what is above it).
        func pushBinding(at index: Int) -> Binding<Bool> {
            mainActorBinding(
                get: { index < self.stack.count },
                set: { isPresented in
                    if !isPresented, index < self.stack.count { self.dismiss(self.stack[index].token) }
                }
            )
        }

        /// Whether the modal has a style matching `style`; setting `false` dismisses it.
        func modalBinding(_ style: @escaping @MainActor (PresentationStyle) -> Bool) -> Binding<Bool> {
            mainActorBinding(
                get: { self.modal.map { style($0.style) } ?? false },
                set: { isPresented in
                    if !isPresented, let modal = self.modal, style(modal.style) { self.dismiss(modal.token) }
                }
            )
        }

        /// The title of the alert or dialog on screen.
        var modalTitle: String {
            switch modal?.style {
            case .alert(let title), .confirmationDialog(let title): title
            default: ""
            }
        }

        #if canImport(QuickLook)
            /// The previewed file; setting `nil` dismisses the preview.
            var quickLookBinding: Binding<URL?> {
                mainActorBinding(
                    get: { self.modal?.style == .quickLook ? self.modal?.content as? URL : nil },
                    set: { url in
                        if url == nil, let modal = self.modal, modal.style == .quickLook {
                            self.dismiss(modal.token)
                        }
                    }
                )
            }
        #endif

        #if os(iOS) || os(macOS) || os(visionOS)
            /// What the file importer on screen asks for.
            var fileImportRequest: FileImportRequest? { modal?.content as? FileImportRequest }
        #endif
    }

    /// A binding whose closures run on the main actor, where the host lives: SwiftUI calls them
    /// there, and its `@isolated(any) @Sendable` parameters need them isolated to say so.
    ///
    /// One generic door, so no closure of a concrete type is passed to those parameters here: on
    /// Linux, Swift 6.3.1 crashes in IRGen on the reabstraction thunk of a `Binding<URL?>` made
    /// directly (scripts/typecheck-swiftui compiles this file there).
    private func mainActorBinding<Value>(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) -> Binding<Value> {
        Binding(get: { @MainActor in get() }, set: { @MainActor in set($0) })
    }
#endif
