/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Registration_Cant_Make_ItInputs */

const en_mail_registration_cant_make_it = /** @type {(inputs: Mail_Registration_Cant_Make_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't make it? Unregister from the event page so someone else can have your seat.`)
};

const es_mail_registration_cant_make_it = /** @type {(inputs: Mail_Registration_Cant_Make_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No puedes ir? Cancela tu inscripción desde la página del evento para que otra persona pueda ocupar tu lugar.`)
};

const fr_mail_registration_cant_make_it = /** @type {(inputs: Mail_Registration_Cant_Make_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pourrez pas venir ? Annulez votre inscription depuis la page de l’événement pour laisser votre place à quelqu’un d’autre.`)
};

/**
* | output |
* | --- |
* | "Can't make it? Unregister from the event page so someone else can have your seat." |
*
* @param {Mail_Registration_Cant_Make_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_registration_cant_make_it = /** @type {((inputs?: Mail_Registration_Cant_Make_ItInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Registration_Cant_Make_ItInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_registration_cant_make_it(inputs)
	if (locale === "fr") return fr_mail_registration_cant_make_it(inputs)
	return en_mail_registration_cant_make_it(inputs)
});