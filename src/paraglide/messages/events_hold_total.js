/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, minutes: NonNullable<unknown> }} Events_Hold_TotalInputs */

const en_events_hold_total = /** @type {(inputs: Events_Hold_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.amount}. The seat is held for ${i?.minutes} minutes from when you registered; after that it goes back on sale.`)
};

const es_events_hold_total = /** @type {(inputs: Events_Hold_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.amount}. El lugar queda reservado ${i?.minutes} minutos desde tu inscripción; después vuelve a estar a la venta.`)
};

const fr_events_hold_total = /** @type {(inputs: Events_Hold_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total : ${i?.amount}. La place est réservée ${i?.minutes} minutes à compter de votre inscription ; ensuite, elle est remise en vente.`)
};

/**
* | output |
* | --- |
* | "Total: {amount}. The seat is held for {minutes} minutes from when you registered; after that it goes back on sale." |
*
* @param {Events_Hold_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_hold_total = /** @type {((inputs: Events_Hold_TotalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Hold_TotalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_hold_total(inputs)
	if (locale === "fr") return fr_events_hold_total(inputs)
	return en_events_hold_total(inputs)
});