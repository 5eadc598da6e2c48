/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_ActivateInputs */

const en_plans_adm_activate = /** @type {(inputs: Plans_Adm_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activate`)
};

const es_plans_adm_activate = /** @type {(inputs: Plans_Adm_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

const fr_plans_adm_activate = /** @type {(inputs: Plans_Adm_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

/**
* | output |
* | --- |
* | "Activate" |
*
* @param {Plans_Adm_ActivateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_activate = /** @type {((inputs?: Plans_Adm_ActivateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_ActivateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_activate(inputs)
	if (locale === "fr") return fr_plans_adm_activate(inputs)
	return en_plans_adm_activate(inputs)
});