/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_FailedInputs */

const en_plans_adm_msg_failed = /** @type {(inputs: Plans_Adm_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan could not be saved. Please try again.`)
};

const es_plans_adm_msg_failed = /** @type {(inputs: Plans_Adm_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el plan. Inténtalo de nuevo.`)
};

const fr_plans_adm_msg_failed = /** @type {(inputs: Plans_Adm_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La formule n’a pas pu être enregistrée. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The plan could not be saved. Please try again." |
*
* @param {Plans_Adm_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_failed = /** @type {((inputs?: Plans_Adm_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_failed(inputs)
	if (locale === "fr") return fr_plans_adm_msg_failed(inputs)
	return en_plans_adm_msg_failed(inputs)
});