/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_PresetsInputs */

const en_partners_wizard_presets = /** @type {(inputs: Partners_Wizard_PresetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preset amounts`)
};

const es_partners_wizard_presets = /** @type {(inputs: Partners_Wizard_PresetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montos sugeridos`)
};

const fr_partners_wizard_presets = /** @type {(inputs: Partners_Wizard_PresetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montants suggérés`)
};

/**
* | output |
* | --- |
* | "Preset amounts" |
*
* @param {Partners_Wizard_PresetsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_presets = /** @type {((inputs?: Partners_Wizard_PresetsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_PresetsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_presets(inputs)
	if (locale === "fr") return fr_partners_wizard_presets(inputs)
	return en_partners_wizard_presets(inputs)
});