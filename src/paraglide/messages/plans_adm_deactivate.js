/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_DeactivateInputs */

const en_plans_adm_deactivate = /** @type {(inputs: Plans_Adm_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deactivate`)
};

const es_plans_adm_deactivate = /** @type {(inputs: Plans_Adm_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

const fr_plans_adm_deactivate = /** @type {(inputs: Plans_Adm_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

/**
* | output |
* | --- |
* | "Deactivate" |
*
* @param {Plans_Adm_DeactivateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_deactivate = /** @type {((inputs?: Plans_Adm_DeactivateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_DeactivateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_deactivate(inputs)
	if (locale === "fr") return fr_plans_adm_deactivate(inputs)
	return en_plans_adm_deactivate(inputs)
});