/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Access_RestroomInputs */

const en_events_access_restroom = /** @type {(inputs: Events_Access_RestroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessible restroom`)
};

const es_events_access_restroom = /** @type {(inputs: Events_Access_RestroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baño accesible`)
};

const fr_events_access_restroom = /** @type {(inputs: Events_Access_RestroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toilettes accessibles`)
};

/**
* | output |
* | --- |
* | "Accessible restroom" |
*
* @param {Events_Access_RestroomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_access_restroom = /** @type {((inputs?: Events_Access_RestroomInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Access_RestroomInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_access_restroom(inputs)
	if (locale === "fr") return fr_events_access_restroom(inputs)
	return en_events_access_restroom(inputs)
});