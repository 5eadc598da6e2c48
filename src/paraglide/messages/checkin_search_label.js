/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Search_LabelInputs */

const en_checkin_search_label = /** @type {(inputs: Checkin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find an attendee by name`)
};

const es_checkin_search_label = /** @type {(inputs: Checkin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar a un asistente por nombre`)
};

const fr_checkin_search_label = /** @type {(inputs: Checkin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un participant par son nom`)
};

/**
* | output |
* | --- |
* | "Find an attendee by name" |
*
* @param {Checkin_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_search_label = /** @type {((inputs?: Checkin_Search_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Search_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_search_label(inputs)
	if (locale === "fr") return fr_checkin_search_label(inputs)
	return en_checkin_search_label(inputs)
});