/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_LinkInputs */

const en_plans_adm_link = /** @type {(inputs: Plans_Adm_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const es_plans_adm_link = /** @type {(inputs: Plans_Adm_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

const fr_plans_adm_link = /** @type {(inputs: Plans_Adm_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Plans_Adm_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_link = /** @type {((inputs?: Plans_Adm_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_link(inputs)
	if (locale === "fr") return fr_plans_adm_link(inputs)
	return en_plans_adm_link(inputs)
});