/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Check_FormInputs */

const en_organiser_msg_check_form = /** @type {(inputs: Organiser_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the form.`)
};

const es_organiser_msg_check_form = /** @type {(inputs: Organiser_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa el formulario.`)
};

const fr_organiser_msg_check_form = /** @type {(inputs: Organiser_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier le formulaire.`)
};

/**
* | output |
* | --- |
* | "Please check the form." |
*
* @param {Organiser_Msg_Check_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_check_form = /** @type {((inputs?: Organiser_Msg_Check_FormInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Check_FormInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_check_form(inputs)
	if (locale === "fr") return fr_organiser_msg_check_form(inputs)
	return en_organiser_msg_check_form(inputs)
});