/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Events_Pay_AfterInputs */

const en_events_pay_after = /** @type {(inputs: Events_Pay_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You pay on Stripe's secure checkout page right after registering; your seat is held for ${i?.minutes} minutes.`)
};

const es_events_pay_after = /** @type {(inputs: Events_Pay_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagas en la página de pago seguro de Stripe justo después de inscribirte; tu lugar queda reservado ${i?.minutes} minutos.`)
};

const fr_events_pay_after = /** @type {(inputs: Events_Pay_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous payez sur la page de paiement sécurisé de Stripe juste après l’inscription ; votre place est réservée ${i?.minutes} minutes.`)
};

/**
* | output |
* | --- |
* | "You pay on Stripe's secure checkout page right after registering; your seat is held for {minutes} minutes." |
*
* @param {Events_Pay_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_pay_after = /** @type {((inputs: Events_Pay_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pay_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_pay_after(inputs)
	if (locale === "fr") return fr_events_pay_after(inputs)
	return en_events_pay_after(inputs)
});