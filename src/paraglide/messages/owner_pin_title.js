/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pin_TitleInputs */

const en_owner_pin_title = /** @type {(inputs: Owner_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business location`)
};

const es_owner_pin_title = /** @type {(inputs: Owner_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación del negocio`)
};

const fr_owner_pin_title = /** @type {(inputs: Owner_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement de l’établissement`)
};

/**
* | output |
* | --- |
* | "Business location" |
*
* @param {Owner_Pin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_pin_title = /** @type {((inputs?: Owner_Pin_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pin_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pin_title(inputs)
	if (locale === "fr") return fr_owner_pin_title(inputs)
	return en_owner_pin_title(inputs)
});