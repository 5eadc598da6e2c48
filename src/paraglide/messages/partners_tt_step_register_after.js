/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_Register_AfterInputs */

const en_partners_tt_step_register_after = /** @type {(inputs: Partners_Tt_Step_Register_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` with your company details and the groups you bring.`)
};

const es_partners_tt_step_register_after = /** @type {(inputs: Partners_Tt_Step_Register_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` con los datos de tu empresa y los grupos que traes.`)
};

const fr_partners_tt_step_register_after = /** @type {(inputs: Partners_Tt_Step_Register_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` avec les coordonnées de votre entreprise et les groupes que vous amenez.`)
};

/**
* | output |
* | --- |
* | "with your company details and the groups you bring." |
*
* @param {Partners_Tt_Step_Register_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_register_after = /** @type {((inputs?: Partners_Tt_Step_Register_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_Register_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_register_after(inputs)
	if (locale === "fr") return fr_partners_tt_step_register_after(inputs)
	return en_partners_tt_step_register_after(inputs)
});