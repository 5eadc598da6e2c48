/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Msg_Start_FailedInputs */

const en_plans_msg_start_failed = /** @type {(inputs: Plans_Msg_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The partnership plan could not be started. Please try again.`)
};

const es_plans_msg_start_failed = /** @type {(inputs: Plans_Msg_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar el plan de colaboración. Inténtalo de nuevo.`)
};

const fr_plans_msg_start_failed = /** @type {(inputs: Plans_Msg_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La formule de partenariat n’a pas pu démarrer. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The partnership plan could not be started. Please try again." |
*
* @param {Plans_Msg_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_msg_start_failed = /** @type {((inputs?: Plans_Msg_Start_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Msg_Start_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_msg_start_failed(inputs)
	if (locale === "fr") return fr_plans_msg_start_failed(inputs)
	return en_plans_msg_start_failed(inputs)
});