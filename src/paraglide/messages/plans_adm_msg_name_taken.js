/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_Name_TakenInputs */

const en_plans_adm_msg_name_taken = /** @type {(inputs: Plans_Adm_Msg_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another partnership plan already has this name`)
};

const es_plans_adm_msg_name_taken = /** @type {(inputs: Plans_Adm_Msg_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro plan de colaboración ya tiene este nombre`)
};

const fr_plans_adm_msg_name_taken = /** @type {(inputs: Plans_Adm_Msg_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une autre formule de partenariat porte déjà ce nom`)
};

/**
* | output |
* | --- |
* | "Another partnership plan already has this name" |
*
* @param {Plans_Adm_Msg_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_name_taken = /** @type {((inputs?: Plans_Adm_Msg_Name_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_Name_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_name_taken(inputs)
	if (locale === "fr") return fr_plans_adm_msg_name_taken(inputs)
	return en_plans_adm_msg_name_taken(inputs)
});