/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Already_DecidedInputs */

const en_admin_msg_already_decided = /** @type {(inputs: Admin_Msg_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This has already been decided (by you or another admin). The queue shows what is left.`)
};

const es_admin_msg_already_decided = /** @type {(inputs: Admin_Msg_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto ya se decidió (por ti o por otro administrador). La lista muestra lo que queda pendiente.`)
};

const fr_admin_msg_already_decided = /** @type {(inputs: Admin_Msg_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une décision a déjà été prise (par vous ou un autre administrateur). La file indique ce qui reste à traiter.`)
};

/**
* | output |
* | --- |
* | "This has already been decided (by you or another admin). The queue shows what is left." |
*
* @param {Admin_Msg_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_already_decided = /** @type {((inputs?: Admin_Msg_Already_DecidedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Already_DecidedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_already_decided(inputs)
	if (locale === "fr") return fr_admin_msg_already_decided(inputs)
	return en_admin_msg_already_decided(inputs)
});