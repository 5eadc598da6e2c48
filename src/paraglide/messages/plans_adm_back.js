/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_BackInputs */

const en_plans_adm_back = /** @type {(inputs: Plans_Adm_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the admin dashboard`)
};

const es_plans_adm_back = /** @type {(inputs: Plans_Adm_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel de administración`)
};

const fr_plans_adm_back = /** @type {(inputs: Plans_Adm_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord d’administration`)
};

/**
* | output |
* | --- |
* | "Back to the admin dashboard" |
*
* @param {Plans_Adm_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_back = /** @type {((inputs?: Plans_Adm_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_back(inputs)
	if (locale === "fr") return fr_plans_adm_back(inputs)
	return en_plans_adm_back(inputs)
});