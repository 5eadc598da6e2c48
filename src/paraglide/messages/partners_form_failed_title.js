/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_Failed_TitleInputs */

const en_partners_form_failed_title = /** @type {(inputs: Partners_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application Failed`)
};

const es_partners_form_failed_title = /** @type {(inputs: Partners_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar la solicitud`)
};

const fr_partners_form_failed_title = /** @type {(inputs: Partners_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la candidature`)
};

/**
* | output |
* | --- |
* | "Application Failed" |
*
* @param {Partners_Form_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_failed_title = /** @type {((inputs?: Partners_Form_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_failed_title(inputs)
	if (locale === "fr") return fr_partners_form_failed_title(inputs)
	return en_partners_form_failed_title(inputs)
});