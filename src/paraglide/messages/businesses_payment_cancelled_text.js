/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Payment_Cancelled_TextInputs */

const en_businesses_payment_cancelled_text = /** @type {(inputs: Businesses_Payment_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged and your place was released. Choose a time to try again.`)
};

const es_businesses_payment_cancelled_text = /** @type {(inputs: Businesses_Payment_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada y tu lugar quedó libre. Elige un horario para volver a intentarlo.`)
};

const fr_businesses_payment_cancelled_text = /** @type {(inputs: Businesses_Payment_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité et votre place a été libérée. Choisissez un horaire pour réessayer.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged and your place was released. Choose a time to try again." |
*
* @param {Businesses_Payment_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_payment_cancelled_text = /** @type {((inputs?: Businesses_Payment_Cancelled_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Payment_Cancelled_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_payment_cancelled_text(inputs)
	if (locale === "fr") return fr_businesses_payment_cancelled_text(inputs)
	return en_businesses_payment_cancelled_text(inputs)
});