/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_PlanInputs */

const en_media_settings_plan = /** @type {(inputs: Media_Settings_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const es_media_settings_plan = /** @type {(inputs: Media_Settings_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de plan`)
};

const fr_media_settings_plan = /** @type {(inputs: Media_Settings_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Media_Settings_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_plan = /** @type {((inputs?: Media_Settings_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_plan(inputs)
	if (locale === "fr") return fr_media_settings_plan(inputs)
	return en_media_settings_plan(inputs)
});