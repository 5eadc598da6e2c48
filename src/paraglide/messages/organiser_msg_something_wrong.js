/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Something_WrongInputs */

const en_organiser_msg_something_wrong = /** @type {(inputs: Organiser_Msg_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const es_organiser_msg_something_wrong = /** @type {(inputs: Organiser_Msg_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Vuelve a intentarlo.`)
};

const fr_organiser_msg_something_wrong = /** @type {(inputs: Organiser_Msg_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Organiser_Msg_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_something_wrong = /** @type {((inputs?: Organiser_Msg_Something_WrongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Something_WrongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_something_wrong(inputs)
	if (locale === "fr") return fr_organiser_msg_something_wrong(inputs)
	return en_organiser_msg_something_wrong(inputs)
});