/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Search_NoneInputs */

const en_checkin_search_none = /** @type {(inputs: Checkin_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No attendee by that name.`)
};

const es_checkin_search_none = /** @type {(inputs: Checkin_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún asistente con ese nombre.`)
};

const fr_checkin_search_none = /** @type {(inputs: Checkin_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun participant à ce nom.`)
};

/**
* | output |
* | --- |
* | "No attendee by that name." |
*
* @param {Checkin_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_search_none = /** @type {((inputs?: Checkin_Search_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Search_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_search_none(inputs)
	if (locale === "fr") return fr_checkin_search_none(inputs)
	return en_checkin_search_none(inputs)
});