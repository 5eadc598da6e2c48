/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_SaveInputs */

const en_plans_adm_save = /** @type {(inputs: Plans_Adm_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save plan`)
};

const es_plans_adm_save = /** @type {(inputs: Plans_Adm_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar plan`)
};

const fr_plans_adm_save = /** @type {(inputs: Plans_Adm_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la formule`)
};

/**
* | output |
* | --- |
* | "Save plan" |
*
* @param {Plans_Adm_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_save = /** @type {((inputs?: Plans_Adm_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_save(inputs)
	if (locale === "fr") return fr_plans_adm_save(inputs)
	return en_plans_adm_save(inputs)
});