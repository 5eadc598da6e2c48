/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Book_GroupInputs */

const en_info_vc_book_group = /** @type {(inputs: Info_Vc_Book_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a group visit`)
};

const es_info_vc_book_group = /** @type {(inputs: Info_Vc_Book_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar una visita en grupo`)
};

const fr_info_vc_book_group = /** @type {(inputs: Info_Vc_Book_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver une visite de groupe`)
};

/**
* | output |
* | --- |
* | "Book a group visit" |
*
* @param {Info_Vc_Book_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_book_group = /** @type {((inputs?: Info_Vc_Book_GroupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Book_GroupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_book_group(inputs)
	if (locale === "fr") return fr_info_vc_book_group(inputs)
	return en_info_vc_book_group(inputs)
});