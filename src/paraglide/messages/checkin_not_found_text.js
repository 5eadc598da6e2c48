/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Not_Found_TextInputs */

const en_checkin_not_found_text = /** @type {(inputs: Checkin_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such event to check people in at.`)
};

const es_checkin_not_found_text = /** @type {(inputs: Checkin_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese evento para registrar entradas.`)
};

const fr_checkin_not_found_text = /** @type {(inputs: Checkin_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement n’existe pas : aucun accueil possible.`)
};

/**
* | output |
* | --- |
* | "There is no such event to check people in at." |
*
* @param {Checkin_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_not_found_text = /** @type {((inputs?: Checkin_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_not_found_text(inputs)
	if (locale === "fr") return fr_checkin_not_found_text(inputs)
	return en_checkin_not_found_text(inputs)
});