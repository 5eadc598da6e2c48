/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Hold_BodyInputs */

const en_mail_hold_body = /** @type {(inputs: Mail_Hold_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seat we held for you at ${i?.title} was not paid for in time, so it went back on sale. Nothing was charged.`)
};

const es_mail_hold_body = /** @type {(inputs: Mail_Hold_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El lugar que te guardábamos en ${i?.title} no se pagó a tiempo, así que volvió a ponerse a la venta. No se te cobró nada.`)
};

const fr_mail_hold_body = /** @type {(inputs: Mail_Hold_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La place que nous vous réservions pour ${i?.title} n’a pas été payée à temps : elle a été remise en vente. Rien ne vous a été débité.`)
};

/**
* | output |
* | --- |
* | "The seat we held for you at {title} was not paid for in time, so it went back on sale. Nothing was charged." |
*
* @param {Mail_Hold_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_hold_body = /** @type {((inputs: Mail_Hold_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Hold_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_hold_body(inputs)
	if (locale === "fr") return fr_mail_hold_body(inputs)
	return en_mail_hold_body(inputs)
});