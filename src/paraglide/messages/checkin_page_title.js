/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Checkin_Page_TitleInputs */

const en_checkin_page_title = /** @type {(inputs: Checkin_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check-in: ${i?.title}`)
};

const es_checkin_page_title = /** @type {(inputs: Checkin_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registro de entrada: ${i?.title}`)
};

const fr_checkin_page_title = /** @type {(inputs: Checkin_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accueil des participants : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Check-in: {title}" |
*
* @param {Checkin_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_page_title = /** @type {((inputs: Checkin_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Page_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_page_title(inputs)
	if (locale === "fr") return fr_checkin_page_title(inputs)
	return en_checkin_page_title(inputs)
});