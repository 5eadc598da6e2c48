/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_SlugInputs */

const en_plans_adm_msg_slug = /** @type {(inputs: Plans_Adm_Msg_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use 2 to 60 lowercase letters, digits and hyphens for the plan id`)
};

const es_plans_adm_msg_slug = /** @type {(inputs: Plans_Adm_Msg_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa de 2 a 60 letras minúsculas, cifras y guiones para el identificador`)
};

const fr_plans_adm_msg_slug = /** @type {(inputs: Plans_Adm_Msg_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez de 2 à 60 lettres minuscules, chiffres et tirets pour l’identifiant`)
};

/**
* | output |
* | --- |
* | "Use 2 to 60 lowercase letters, digits and hyphens for the plan id" |
*
* @param {Plans_Adm_Msg_SlugInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_slug = /** @type {((inputs?: Plans_Adm_Msg_SlugInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_SlugInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_slug(inputs)
	if (locale === "fr") return fr_plans_adm_msg_slug(inputs)
	return en_plans_adm_msg_slug(inputs)
});