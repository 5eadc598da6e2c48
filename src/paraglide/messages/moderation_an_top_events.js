/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Top_EventsInputs */

const en_moderation_an_top_events = /** @type {(inputs: Moderation_An_Top_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most viewed events`)
};

const es_moderation_an_top_events = /** @type {(inputs: Moderation_An_Top_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos más vistos`)
};

const fr_moderation_an_top_events = /** @type {(inputs: Moderation_An_Top_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements les plus consultés`)
};

/**
* | output |
* | --- |
* | "Most viewed events" |
*
* @param {Moderation_An_Top_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_top_events = /** @type {((inputs?: Moderation_An_Top_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Top_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_top_events(inputs)
	if (locale === "fr") return fr_moderation_an_top_events(inputs)
	return en_moderation_an_top_events(inputs)
});