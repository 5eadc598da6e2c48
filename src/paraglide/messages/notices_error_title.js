/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Error_TitleInputs */

const en_notices_error_title = /** @type {(inputs: Notices_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_notices_error_title = /** @type {(inputs: Notices_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error`)
};

const fr_notices_error_title = /** @type {(inputs: Notices_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Notices_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_error_title = /** @type {((inputs?: Notices_Error_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Error_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_error_title(inputs)
	if (locale === "fr") return fr_notices_error_title(inputs)
	return en_notices_error_title(inputs)
});