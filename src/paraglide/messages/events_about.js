/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_AboutInputs */

const en_events_about = /** @type {(inputs: Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this event`)
};

const es_events_about = /** @type {(inputs: Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre este evento`)
};

const fr_events_about = /** @type {(inputs: Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos de cet événement`)
};

/**
* | output |
* | --- |
* | "About this event" |
*
* @param {Events_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_about = /** @type {((inputs?: Events_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_about(inputs)
	if (locale === "fr") return fr_events_about(inputs)
	return en_events_about(inputs)
});