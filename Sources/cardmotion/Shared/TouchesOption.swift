import ArgumentParser
import CardMotion

/// `--show-touches`, for the commands that draw frames: `render`, `preview` and `studio` draw them alike.
struct TouchesOption: ParsableArguments {
    @Flag(help: "Draw each finger of the timeline as a translucent 44-point disc, fading out within 0.2 s of the lift, as screen recordings with touches shown do.")
    var showTouches = false

    /// `plan`, drawing its touches when asked to.
    func applied(to plan: PlaybackPlan) -> PlaybackPlan {
        var plan = plan
        plan.showsTouches = showTouches
        return plan
    }
}
