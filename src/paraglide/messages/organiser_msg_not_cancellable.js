/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Not_CancellableInputs */

const en_organiser_msg_not_cancellable = /** @type {(inputs: Organiser_Msg_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking cannot be cancelled any more.`)
};

const es_organiser_msg_not_cancellable = /** @type {(inputs: Organiser_Msg_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reserva ya no se puede cancelar.`)
};

const fr_organiser_msg_not_cancellable = /** @type {(inputs: Organiser_Msg_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation ne peut plus être annulée.`)
};

/**
* | output |
* | --- |
* | "This booking cannot be cancelled any more." |
*
* @param {Organiser_Msg_Not_CancellableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_not_cancellable = /** @type {((inputs?: Organiser_Msg_Not_CancellableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Not_CancellableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_not_cancellable(inputs)
	if (locale === "fr") return fr_organiser_msg_not_cancellable(inputs)
	return en_organiser_msg_not_cancellable(inputs)
});