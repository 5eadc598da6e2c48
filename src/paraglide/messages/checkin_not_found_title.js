/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Not_Found_TitleInputs */

const en_checkin_not_found_title = /** @type {(inputs: Checkin_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

const es_checkin_not_found_title = /** @type {(inputs: Checkin_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento no encontrado`)
};

const fr_checkin_not_found_title = /** @type {(inputs: Checkin_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement introuvable`)
};

/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Checkin_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_not_found_title = /** @type {((inputs?: Checkin_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_not_found_title(inputs)
	if (locale === "fr") return fr_checkin_not_found_title(inputs)
	return en_checkin_not_found_title(inputs)
});