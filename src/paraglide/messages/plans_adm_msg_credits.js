/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_CreditsInputs */

const en_plans_adm_msg_credits = /** @type {(inputs: Plans_Adm_Msg_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the monthly ad credit in whole dollars, from 0 to the monthly fee`)
};

const es_plans_adm_msg_credits = /** @type {(inputs: Plans_Adm_Msg_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el crédito mensual en dólares enteros, de 0 a la cuota mensual`)
};

const fr_plans_adm_msg_credits = /** @type {(inputs: Plans_Adm_Msg_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le crédit mensuel en dollars entiers, de 0 au tarif mensuel`)
};

/**
* | output |
* | --- |
* | "Enter the monthly ad credit in whole dollars, from 0 to the monthly fee" |
*
* @param {Plans_Adm_Msg_CreditsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_credits = /** @type {((inputs?: Plans_Adm_Msg_CreditsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_CreditsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_credits(inputs)
	if (locale === "fr") return fr_plans_adm_msg_credits(inputs)
	return en_plans_adm_msg_credits(inputs)
});