/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Type_FreeInputs */

const en_events_type_free = /** @type {(inputs: Events_Type_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const es_events_type_free = /** @type {(inputs: Events_Type_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

const fr_events_type_free = /** @type {(inputs: Events_Type_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuits`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Events_Type_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_type_free = /** @type {((inputs?: Events_Type_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Type_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_type_free(inputs)
	if (locale === "fr") return fr_events_type_free(inputs)
	return en_events_type_free(inputs)
});