/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Own_BusinessInputs */

const en_organiser_msg_own_business = /** @type {(inputs: Organiser_Msg_Own_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot book your own business.`)
};

const es_organiser_msg_own_business = /** @type {(inputs: Organiser_Msg_Own_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes reservar en tu propio negocio.`)
};

const fr_organiser_msg_own_business = /** @type {(inputs: Organiser_Msg_Own_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas réserver dans votre propre établissement.`)
};

/**
* | output |
* | --- |
* | "You cannot book your own business." |
*
* @param {Organiser_Msg_Own_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_own_business = /** @type {((inputs?: Organiser_Msg_Own_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Own_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_own_business(inputs)
	if (locale === "fr") return fr_organiser_msg_own_business(inputs)
	return en_organiser_msg_own_business(inputs)
});