import CardGeometry

/// The names a layer's `symbol` may take: SF Symbols' names of the most used symbols, each drawn with the Material
/// Icons glyph that looks most like it (``sfSymbols``), and any Material Icons glyph by its own name after
/// `material:` (`material:favorite`).
enum SymbolNames {
    /// The prefix of a Material Icons name.
    static let materialPrefix = "material:"

    /// SF Symbols' names and the Material Icons glyph drawn for each, in the docs' order. Material Icons has no
    /// outline variant of some filled glyphs (`gearshape`, `house`, `location`, `camera`, `paperplane`, `video`,
    /// `cart`): both names draw the filled glyph.
    static let sfSymbols: [(sf: String, material: String)] = sfSymbolList.split(separator: "\n").map { line in
        let parts = line.split(separator: " ")
        return (String(parts[0]), String(parts[1]))
    }

    private static let bySFName: [String: String] = Dictionary(sfSymbols.map { ($0.sf, $0.material) }) { first, _ in first }

    /// Why a symbol name was not found: the message, with a did-you-mean when a name is close.
    struct Unknown: Error, Equatable {
        let message: String
    }

    /// The glyph of `name`, an SF Symbols name of the table or `material:` and a Material Icons name.
    static func codepoint(named name: String) -> Result<Unicode.Scalar, Unknown> {
        if name.hasPrefix(materialPrefix) {
            let material = String(name.dropFirst(materialPrefix.count))
            if let scalar = MaterialIcons.codepoints[material] { return .success(scalar) }
            let hint = Suggestion.hint(for: material, in: MaterialIcons.names)
            return .failure(Unknown(message: "Material Icons has no glyph '\(material)'\(hint) (see https://fonts.google.com/icons for the names)"))
        }
        if let material = bySFName[name], let scalar = MaterialIcons.codepoints[material] { return .success(scalar) }
        let hint = Suggestion.hint(for: name, in: sfSymbols.map(\.sf))
        return .failure(Unknown(message: "unknown symbol '\(name)'\(hint); use an SF Symbols name of the table in docs/layers.md#symbols, or material:NAME for any Material Icons glyph"))
    }

    /// The table as Markdown: each SF Symbols name, the Material Icons name drawn and its codepoint.
    static var markdown: String {
        var lines = ["| SF Symbols name | Material Icons glyph | codepoint |", "|---|---|---|"]
        for entry in sfSymbols {
            let code = MaterialIcons.codepoints[entry.material].map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? "missing"
            lines.append("| `\(entry.sf)` | `\(entry.material)` | \(code) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `SF-name material-name`, one a line.
    private static let sfSymbolList = """
        heart favorite_border
        heart.fill favorite
        heart.slash heart_broken
        star star_border
        star.fill star
        star.leadinghalf.filled star_half
        xmark close
        xmark.circle highlight_off
        xmark.circle.fill cancel
        checkmark check
        checkmark.circle check_circle_outline
        checkmark.circle.fill check_circle
        square check_box_outline_blank
        square.fill square
        checkmark.square.fill check_box
        checkmark.seal.fill verified
        checkmark.shield verified_user
        chevron.left chevron_left
        chevron.right chevron_right
        chevron.up expand_less
        chevron.down expand_more
        chevron.backward chevron_left
        chevron.forward chevron_right
        arrow.left arrow_back
        arrow.right arrow_forward
        arrow.up arrow_upward
        arrow.down arrow_downward
        arrow.clockwise refresh
        arrow.uturn.backward undo
        arrow.uturn.forward redo
        arrow.up.arrow.down swap_vert
        arrow.left.arrow.right swap_horiz
        arrow.triangle.2.circlepath sync
        arrow.up.right.square open_in_new
        arrow.down.circle arrow_circle_down
        arrow.up.circle arrow_circle_up
        arrow.up.left.and.arrow.down.right open_in_full
        arrow.down.right.and.arrow.up.left close_fullscreen
        arrow.down.to.line file_download
        arrow.up.to.line file_upload
        magnifyingglass search
        plus.magnifyingglass zoom_in
        minus.magnifyingglass zoom_out
        person person_outline
        person.fill person
        person.2 people_outline
        person.2.fill people
        person.3.fill groups
        person.crop.circle.fill account_circle
        person.badge.plus person_add
        gearshape settings
        gearshape.fill settings
        gear settings
        bell notifications_none
        bell.fill notifications
        bell.slash notifications_off
        bell.badge notification_important
        house home
        house.fill home
        plus add
        minus remove
        plus.circle add_circle_outline
        plus.circle.fill add_circle
        minus.circle remove_circle_outline
        minus.circle.fill remove_circle
        trash delete_outline
        trash.fill delete
        square.and.arrow.up ios_share
        square.and.arrow.down save_alt
        paperplane send
        paperplane.fill send
        bookmark bookmark_border
        bookmark.fill bookmark
        ellipsis more_horiz
        location near_me
        location.fill near_me
        mappin place
        mappin.and.ellipse location_on
        map map
        globe public
        safari explore
        camera photo_camera
        camera.fill photo_camera
        camera.rotate flip_camera_ios
        photo image
        photo.fill photo
        photo.on.rectangle photo_library
        video videocam
        video.fill videocam
        video.slash videocam_off
        film movie
        music.note music_note
        music.note.list queue_music
        play.fill play_arrow
        play.circle play_circle_outline
        play.circle.fill play_circle_filled
        pause.fill pause
        pause.circle pause_circle_outline
        pause.circle.fill pause_circle_filled
        stop.fill stop
        backward.fill fast_rewind
        forward.fill fast_forward
        backward.end.fill skip_previous
        forward.end.fill skip_next
        shuffle shuffle
        repeat repeat
        repeat.1 repeat_one
        speaker.fill volume_mute
        speaker.wave.1.fill volume_down
        speaker.wave.2.fill volume_up
        speaker.slash.fill volume_off
        headphones headphones
        waveform graphic_eq
        mic mic_none
        mic.fill mic
        mic.slash.fill mic_off
        phone.fill phone
        envelope mail_outline
        envelope.fill mail
        message chat_bubble_outline
        message.fill chat_bubble
        bubble.left chat_bubble_outline
        bubble.left.fill chat_bubble
        bubble.left.and.bubble.right.fill forum
        at alternate_email
        number tag
        link link
        paperclip attach_file
        calendar calendar_today
        clock schedule
        alarm alarm
        timer timer
        hourglass hourglass_empty
        cart shopping_cart
        cart.fill shopping_cart
        bag shopping_bag
        bag.fill shopping_bag
        creditcard credit_card
        gift card_giftcard
        tag local_offer
        dollarsign.circle.fill monetization_on
        lock lock_outline
        lock.fill lock
        lock.open lock_open
        key vpn_key
        eye visibility
        eye.fill visibility
        eye.slash visibility_off
        flag outlined_flag
        flag.fill flag
        pin.fill push_pin
        doc insert_drive_file
        doc.text description
        doc.on.doc content_copy
        doc.on.clipboard content_paste
        scissors content_cut
        folder folder_open
        folder.fill folder
        tray inbox
        tray.and.arrow.down move_to_inbox
        archivebox archive
        printer print
        pencil edit
        square.and.pencil create
        paintbrush brush
        paintpalette palette
        eyedropper colorize
        crop crop
        crop.rotate crop_rotate
        rotate.left rotate_left
        rotate.right rotate_right
        sun.max wb_sunny
        sun.max.fill wb_sunny
        moon.fill dark_mode
        cloud cloud_queue
        cloud.fill cloud
        icloud.and.arrow.down cloud_download
        icloud.and.arrow.up cloud_upload
        bolt.fill flash_on
        bolt.slash.fill flash_off
        flame.fill local_fire_department
        drop.fill water_drop
        snowflake ac_unit
        thermometer thermostat
        leaf.fill eco
        wifi wifi
        battery.100 battery_full
        airplane flight
        car.fill directions_car
        bicycle directions_bike
        tram.fill tram
        figure.walk directions_walk
        figure.run directions_run
        info.circle info_outline
        info.circle.fill info
        exclamationmark.triangle warning_amber
        exclamationmark.triangle.fill warning
        exclamationmark.circle error_outline
        exclamationmark.circle.fill error
        questionmark.circle help_outline
        questionmark.circle.fill help
        slider.horizontal.3 tune
        line.3.horizontal menu
        line.3.horizontal.decrease filter_list
        list.bullet format_list_bulleted
        list.number format_list_numbered
        square.grid.2x2 grid_view
        hand.thumbsup thumb_up_off_alt
        hand.thumbsup.fill thumb_up
        hand.thumbsdown thumb_down_off_alt
        hand.thumbsdown.fill thumb_down
        hand.raised.fill pan_tool
        hand.tap.fill touch_app
        face.smiling sentiment_satisfied
        sparkles auto_awesome
        wand.and.stars auto_fix_high
        lightbulb lightbulb_outline
        lightbulb.fill lightbulb
        textformat text_fields
        bold format_bold
        italic format_italic
        underline format_underlined
        text.alignleft format_align_left
        text.aligncenter format_align_center
        text.alignright format_align_right
        keyboard keyboard
        return keyboard_return
        delete.left backspace
        qrcode qr_code
        tv tv
        desktopcomputer desktop_windows
        laptopcomputer laptop
        iphone smartphone
        applewatch watch
        gamecontroller videogame_asset
        book menu_book
        graduationcap school
        briefcase work
        building.2 apartment
        chart.bar bar_chart
        chart.pie pie_chart
        speedometer speed
        trophy emoji_events
        circle radio_button_unchecked
        circle.fill circle
        largecircle.fill.circle radio_button_checked
        power power_settings_new
        rectangle.portrait.and.arrow.right logout
        """
}
