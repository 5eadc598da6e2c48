/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_Your_InfoInputs */

const en_partners_wizard_your_info = /** @type {(inputs: Partners_Wizard_Your_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your information`)
};

const es_partners_wizard_your_info = /** @type {(inputs: Partners_Wizard_Your_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos`)
};

const fr_partners_wizard_your_info = /** @type {(inputs: Partners_Wizard_Your_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos coordonnées`)
};

/**
* | output |
* | --- |
* | "Your information" |
*
* @param {Partners_Wizard_Your_InfoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_your_info = /** @type {((inputs?: Partners_Wizard_Your_InfoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Your_InfoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_your_info(inputs)
	if (locale === "fr") return fr_partners_wizard_your_info(inputs)
	return en_partners_wizard_your_info(inputs)
});