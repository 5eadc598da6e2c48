/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Already_DecidedInputs */

const en_moderation_msg_already_decided = /** @type {(inputs: Moderation_Msg_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This has already been decided (by you or another admin). The queue shows what is left.`)
};

const es_moderation_msg_already_decided = /** @type {(inputs: Moderation_Msg_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto ya se decidió (tú u otro administrador). La lista muestra lo que queda.`)
};

const fr_moderation_msg_already_decided = /** @type {(inputs: Moderation_Msg_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une décision a déjà été prise (par vous ou un autre administrateur). La liste montre ce qui reste.`)
};

/**
* | output |
* | --- |
* | "This has already been decided (by you or another admin). The queue shows what is left." |
*
* @param {Moderation_Msg_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_already_decided = /** @type {((inputs?: Moderation_Msg_Already_DecidedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Already_DecidedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_already_decided(inputs)
	if (locale === "fr") return fr_moderation_msg_already_decided(inputs)
	return en_moderation_msg_already_decided(inputs)
});