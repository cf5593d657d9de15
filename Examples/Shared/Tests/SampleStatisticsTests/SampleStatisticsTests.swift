import SampleStatistics
import Testing

/// The one median and percentile the benchmarks and the demo's frame probe print with.
@Suite struct SampleStatisticsTests {
    @Test func noValuesGiveZeroWithoutATrap() {
        #expect(median([]) == 0)
        #expect(percentile([], 0.5) == 0)
        #expect(percentile([], 0.95) == 0)
    }

    @Test func medianIsTheMiddleOrTheMeanOfTheTwoMiddles() {
        #expect(median([7]) == 7)
        #expect(median([3, 1, 2]) == 2)
        #expect(median([4, 1, 3, 2]) == 2.5)
    }

    @Test func percentileIsTheNearestRank() {
        let values = (1...20).reversed().map(Double.init)
        #expect(percentile(values, 0.95) == 19)
        #expect(percentile(values, 0.5) == 10)
        #expect(percentile(values, 1) == 20)
        #expect(percentile(values, 0) == 1)
    }

    @Test func fractionsOutsideZeroToOneGiveTheEnds() {
        #expect(percentile([5, 1, 9], -1) == 1)
        #expect(percentile([5, 1, 9], 2) == 9)
    }
}
