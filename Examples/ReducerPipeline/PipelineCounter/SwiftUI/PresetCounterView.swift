#if canImport(SwiftUI)
    import ReducerPipeline
    import SwiftUI

    // region: view
    /// The counter's screen: reads `currentState`, sends actions from its buttons.
    public struct PresetCounterView: View {
        @State private var viewModel: PresetCounter

        public init(viewModel: PresetCounter = PresetCounter()) {
            _viewModel = State(initialValue: viewModel)
        }

        public var body: some View {
            VStack(spacing: 16) {
                Text("\(viewModel.currentState.count)")
                    .font(.largeTitle.monospacedDigit())
                HStack {
                    Button("−") { viewModel.send(.decrementTapped) }
                    Button("+") { viewModel.send(.incrementTapped) }
                }
                .buttonStyle(.bordered)
                Button("Load preset") { viewModel.send(.loadPresetTapped) }
                    .disabled(viewModel.currentState.isLoading)
                if viewModel.currentState.isLoading {
                    ProgressView()
                }
            }
            .padding()
            .observing(viewModel)
        }
    }
    // endregion

    #Preview {
        PresetCounterView()
    }
#endif
