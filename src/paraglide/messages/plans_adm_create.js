/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_CreateInputs */

const en_plans_adm_create = /** @type {(inputs: Plans_Adm_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create plan`)
};

const es_plans_adm_create = /** @type {(inputs: Plans_Adm_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear plan`)
};

const fr_plans_adm_create = /** @type {(inputs: Plans_Adm_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer la formule`)
};

/**
* | output |
* | --- |
* | "Create plan" |
*
* @param {Plans_Adm_CreateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_create = /** @type {((inputs?: Plans_Adm_CreateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_CreateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_create(inputs)
	if (locale === "fr") return fr_plans_adm_create(inputs)
	return en_plans_adm_create(inputs)
});