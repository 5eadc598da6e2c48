/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_PriorityInputs */

const en_plans_adm_msg_priority = /** @type {(inputs: Plans_Adm_Msg_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the priority as a whole number from 0 to 100`)
};

const es_plans_adm_msg_priority = /** @type {(inputs: Plans_Adm_Msg_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la prioridad, un número entero de 0 a 100`)
};

const fr_plans_adm_msg_priority = /** @type {(inputs: Plans_Adm_Msg_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la priorité, un nombre entier de 0 à 100`)
};

/**
* | output |
* | --- |
* | "Enter the priority as a whole number from 0 to 100" |
*
* @param {Plans_Adm_Msg_PriorityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_priority = /** @type {((inputs?: Plans_Adm_Msg_PriorityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_PriorityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_priority(inputs)
	if (locale === "fr") return fr_plans_adm_msg_priority(inputs)
	return en_plans_adm_msg_priority(inputs)
});