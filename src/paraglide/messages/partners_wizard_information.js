/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_InformationInputs */

const en_partners_wizard_information = /** @type {(inputs: Partners_Wizard_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information`)
};

const es_partners_wizard_information = /** @type {(inputs: Partners_Wizard_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos`)
};

const fr_partners_wizard_information = /** @type {(inputs: Partners_Wizard_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées`)
};

/**
* | output |
* | --- |
* | "Information" |
*
* @param {Partners_Wizard_InformationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_information = /** @type {((inputs?: Partners_Wizard_InformationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_InformationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_information(inputs)
	if (locale === "fr") return fr_partners_wizard_information(inputs)
	return en_partners_wizard_information(inputs)
});