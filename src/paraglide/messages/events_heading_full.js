/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Heading_FullInputs */

const en_events_heading_full = /** @type {(inputs: Events_Heading_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist`)
};

const es_events_heading_full = /** @type {(inputs: Events_Heading_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

const fr_events_heading_full = /** @type {(inputs: Events_Heading_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d’attente`)
};

/**
* | output |
* | --- |
* | "Waitlist" |
*
* @param {Events_Heading_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_heading_full = /** @type {((inputs?: Events_Heading_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Heading_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_heading_full(inputs)
	if (locale === "fr") return fr_events_heading_full(inputs)
	return en_events_heading_full(inputs)
});